/**
 * The schema CLI for authors: `npm run -s forms -- <verb>`. stdout carries exactly the JSON result
 * (`diff` prints readable text, or JSON with --json); diagnostics go to stderr. Exit codes: 0 ok,
 * 1 invalid (check/validate/publish failures), 2 usage (and `diff` of an unknown form or version).
 */
import path from 'node:path';
import { score, validateResponse } from '@engine';
import { parseArgs, USAGE } from './forms/args.ts';
import { checkAll, checkFiles, loadForms, readJson, REPO_ROOT } from './forms/load.ts';
import { formatFieldError, formatIssue, shapeScore } from './forms/output.ts';
import { resolveTarget } from './forms/publish-plan.ts';
import { parsePublishArgs, PUBLISH_USAGE, type PublishCommand } from './forms/publish-args.ts';
import { emulatorAnswers, openFirestore, publishDefinition, type PublishOutcome } from './forms/publish.ts';
import { exportSource, importFile, type Transfer } from './forms/transfer.ts';
import { bundleFile } from './forms/bundle.ts';
import { formatDiff, loadCommitted, runDiff } from './forms/diff.ts';
import { firestoreHistory } from './forms/diff-history.ts';

const root = process.env.FORMS_ROOT ? path.resolve(process.env.FORMS_ROOT) : REPO_ROOT;

function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

function fail(message: string, code = 1): number {
  process.stderr.write(`${message}\n`);
  return code;
}

async function loadOne(formId: string, dataPath: string) {
  const { definitions, problems } = await loadForms(root, formId);
  const definition = definitions[0];
  if (!definition) {
    const lines = problems.flatMap((p) => p.issues.map(formatIssue));
    return { error: `form "${formId}" cannot be used:\n${lines.join('\n')}` } as const;
  }
  const data = await readJson(path.resolve(dataPath), dataPath);
  if (!data.ok) return { error: formatIssue(data.issue) } as const;
  return { definition, data: data.value } as const;
}

/** stdout gets exactly the result; notes and reasons go to stderr. */
function emit(transfer: Transfer): number {
  if (!transfer.ok) return fail(transfer.lines.join('\n'));
  process.stdout.write(transfer.stdout);
  for (const note of transfer.notes) process.stderr.write(`note: ${note}\n`);
  return 0;
}

/** `publish [form-id] [--rename old=new ...] [--no-rename]`: each form's next version with its migration. */
async function publish(command: PublishCommand): Promise<number> {
  const targetResult = resolveTarget(process.env);
  if (!targetResult.ok) return fail(targetResult.error, 2);
  const { target } = targetResult;
  const { definitions, problems } = await loadForms(root, command.formId);
  if (problems.length > 0) {
    return fail(`nothing published; fix these first:\n${problems.flatMap((p) => p.issues.map(formatIssue)).join('\n')}`);
  }
  if (target.mode === 'emulator' && !(await emulatorAnswers(target.host))) {
    return fail(`the Firestore emulator is not answering at ${target.host}; start it (npm run dev) or set FIRESTORE_EMULATOR_HOST`);
  }
  const { db, close } = openFirestore(target);
  const published: PublishOutcome[] = [];
  try {
    for (const definition of definitions) {
      const outcome = await publishDefinition(db, definition, 'cli', { renames: command.renames, noRename: command.noRename });
      published.push(outcome);
      const what = outcome.error ? `refused: ${outcome.error}` : outcome.changed ? `published version ${outcome.version}` : `unchanged (version ${outcome.version})`;
      process.stderr.write(`${outcome.id}: ${what}\n`);
    }
  } finally {
    await close();
  }
  printJson({ target, published });
  return published.some((p) => p.error) ? 1 : 0;
}

async function main(argv: string[]): Promise<number> {
  // publish has options of its own (--rename, --no-rename)
  if (argv[0] === 'publish') {
    const publishArgs = parsePublishArgs(argv.slice(1));
    if (!publishArgs.ok) return fail(`${publishArgs.error}\n\n${PUBLISH_USAGE}`, 2);
    return publish(publishArgs.command);
  }
  const parsed = parseArgs(argv);
  if (!parsed.ok) return fail(`${parsed.error}\n\n${USAGE}`, 2);
  const command = parsed.command;

  switch (command.verb) {
    case 'help':
      process.stderr.write(`${USAGE}\n`);
      return 0;

    case 'check': {
      const result = command.files.length === 0 ? await checkAll(root) : await checkFiles(root, command.files);
      printJson(result);
      for (const file of result.files) {
        if (file.ok) process.stderr.write(`ok   ${file.file}\n`);
        else for (const issue of file.issues) process.stderr.write(`FAIL ${formatIssue(issue)}\n`);
      }
      return result.ok ? 0 : 1;
    }

    case 'import':
      return emit(await importFile(command.file, command.id));

    case 'export':
      return emit(await exportSource(root, command.source, process.cwd(), command.fhir));

    case 'bundle':
      return emit(await bundleFile(root, command.source, command.responses));

    case 'validate': {
      const loaded = await loadOne(command.formId, command.dataPath);
      if ('error' in loaded) return fail(loaded.error ?? 'cannot load');
      const result = validateResponse(loaded.definition, loaded.data);
      printJson(result);
      for (const error of result.errors) process.stderr.write(`${formatFieldError(error)}\n`);
      return result.valid ? 0 : 1;
    }

    case 'score': {
      const loaded = await loadOne(command.formId, command.dataPath);
      if ('error' in loaded) return fail(loaded.error ?? 'cannot load');
      printJson(shapeScore(score(loaded.definition, loaded.data)));
      return 0;
    }

    case 'publish':
      return publish({ ...command, renames: [], noRename: false });

    case 'diff': {
      const targetResult = resolveTarget(process.env);
      if (!targetResult.ok) return fail(targetResult.error, 2);
      const { target } = targetResult;
      // an unknown committed form is a usage error before any Firestore is needed
      if (command.from === null && (await loadCommitted(root, command.formId)) === null) {
        return fail(`there is no committed form "${command.formId}" (schemas/forms/${command.formId}.json); give versions to compare published ones`, 2);
      }
      if (target.mode === 'emulator' && !(await emulatorAnswers(target.host))) {
        return fail(`the Firestore emulator is not answering at ${target.host}; start it (npm run dev) or set FIRESTORE_EMULATOR_HOST`);
      }
      const { db, close } = openFirestore(target);
      try {
        const run = await runDiff(command, { history: firestoreHistory(db, command.formId), committed: (id) => loadCommitted(root, id) });
        if (!run.ok) return fail(run.message, run.code);
        if (command.json) printJson(run.report);
        else process.stdout.write(formatDiff(run.report));
        return 0;
      } finally {
        await close();
      }
    }
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`forms: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
