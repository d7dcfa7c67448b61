import { screen } from '@testing-library/react';
import { exportDefinitionFile, exportQuestionnaire } from '@engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWorkspace } from '../testing/render';
import { checkIn } from '../testing/definitions';

// whole-workspace renders in jsdom are slow on a busy machine: a generous limit, not a speed check
const SLOW = { timeout: 30_000 };

const jsonFile = (text: string, name = 'form.json') => new File([text], name, { type: 'application/json' });

describe('import', SLOW, () => {
  it('imports an RJSF document after confirmation, as one undoable edit, with its notes', async () => {
    const { user, latest } = renderWorkspace();
    const rjsf = {
      schema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        title: 'Sleep diary',
        type: 'object',
        properties: { hours: { type: 'integer', title: 'Hours slept' }, rested: { type: 'boolean', title: 'Rested?' } },
        definitions: { unused: { type: 'string' } },
      },
      uiSchema: {},
    };
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify(rjsf), 'sleep.json'));
    expect(await screen.findByText(/Replace “Weekly check-in” with “Sleep diary” \(2 questions\) from “sleep.json”\?/)).toBeInTheDocument();
    expect(latest().title).toBe('Weekly check-in');
    await user.click(screen.getByTestId('import-confirm'));
    expect(latest().title).toBe('Sleep diary');
    expect(latest().id).toBe('check-in');
    expect(screen.getByTestId('question-hours')).toBeInTheDocument();
    expect(screen.getByTestId('import-message')).toHaveTextContent('Imported “sleep.json”');
    expect(screen.getByTestId('import-message').querySelectorAll('li').length).toBeGreaterThan(0);
    await user.click(screen.getByTestId('undo'));
    expect(latest().title).toBe('Weekly check-in');
    expect(screen.getByTestId('question-smoker')).toBeInTheDocument();
  });

  it('imports a definition file under the id of the form being edited; Cancel changes nothing', async () => {
    const { user, changes } = renderWorkspace();
    const other = { ...checkIn(), id: 'another-form', title: 'Another form' };
    await user.upload(screen.getByTestId('import-file'), jsonFile(exportDefinitionFile(other)));
    await screen.findByTestId('import-confirm');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(changes).toHaveLength(0);
    await user.upload(screen.getByTestId('import-file'), jsonFile(exportDefinitionFile(other)));
    await user.click(await screen.findByTestId('import-confirm'));
    expect(changes[changes.length - 1]).toMatchObject({ id: 'check-in', title: 'Another form' });
  });

  it('explains files it cannot open: not JSON, too big, not a form', async () => {
    const { user, changes } = renderWorkspace();
    await user.upload(screen.getByTestId('import-file'), jsonFile('{"schema": ', 'broken.json'));
    expect(await screen.findByTestId('import-message')).toHaveTextContent('“broken.json” is not a JSON file');

    await user.upload(screen.getByTestId('import-file'), jsonFile(`"${'x'.repeat(1_100_000)}"`, 'huge.json'));
    expect(await screen.findByText(/“huge.json” is 1.1 MB: a form file is at most 1 MB/)).toBeInTheDocument();

    await user.upload(screen.getByTestId('import-file'), jsonFile('[1, 2, 3]', 'list.json'));
    expect(await screen.findByText('“list.json” is not a form the builder can open.')).toBeInTheDocument();
    expect(screen.getByTestId('import-message').querySelector('li')).toHaveTextContent(/JSON object/);
    expect(changes).toHaveLength(0);
  });
});

describe('FHIR', SLOW, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('exports the form as a FHIR Questionnaire, naming what FHIR has no form for, and imports one back', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (blobs.push(b), `blob:${blobs.length}`), revokeObjectURL: () => {} }));
    const { user, latest } = renderWorkspace();
    await user.click(screen.getByTestId('export-fhir'));
    expect(screen.getByTestId('export-message')).toHaveTextContent('Downloaded “check-in.fhir.json”');
    const questionnaire = JSON.parse(await blobs[0]!.text());
    expect(questionnaire).toMatchObject({ resourceType: 'Questionnaire', id: 'check-in', status: 'draft' });

    const other = { ...checkIn(), id: 'other', title: 'Check-in from FHIR' };
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify(exportQuestionnaire(other).questionnaire), 'q.fhir.json'));
    await user.click(await screen.findByTestId('import-confirm'));
    expect(latest()).toMatchObject({ id: 'check-in', title: 'Check-in from FHIR' });
    expect(Object.keys(latest().schema.properties!)).toEqual(Object.keys(checkIn().schema.properties!));
  });

  it('explains a FHIR resource that is not a Questionnaire', async () => {
    const { user, changes } = renderWorkspace();
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify({ resourceType: 'Patient' }), 'patient.json'));
    expect(await screen.findByTestId('import-message')).toHaveTextContent(/not a Questionnaire \(at \/resourceType\)/);
    expect(changes).toHaveLength(0);
  });
});
