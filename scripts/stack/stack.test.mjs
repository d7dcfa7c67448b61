// @vitest-environment node
// The stack's pure helpers and process handling (no emulator needed).
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDevArgs, parseWithEmulatorsArgs } from './args.mjs';
import { chooseAdminTarget } from './adminTarget.mjs';
import { devProjectId } from './devProject.mjs';
import { exportMetadataFile, rulesBody, rulesErrorMessage } from './firestore.mjs';
import { configWithPorts, loadedFunctionNames } from './firebaseTools.mjs';
import { DEFAULT_PORTS, appEmulatorEnv, emulatorEnv, readPorts, usesDefaultToolPorts } from './hosts.mjs';
import { createLifecycle } from './lifecycle.mjs';
import { MissingToolError, findFirestoreJar, javaMajorVersion, newestCachedJar } from './locate.mjs';
import { table } from './log.mjs';
import { assertPortsFree, portInUse } from './ports.mjs';
import { pollUntil, startProcess, stopProcess } from './processes.mjs';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'stack-test-'));

describe('locating Java and the Firestore jar', () => {
  it('reads the major version from `java -version` output', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('no java here')).toBeNull();
  });

  it('picks the newest jar in firebase-tools\' cache by version, not by name', () => {
    expect(newestCachedJar(['cloud-firestore-emulator-v1.9.0.jar', 'cloud-firestore-emulator-v1.19.9.jar', 'ui-v1.jar'])).toBe('cloud-firestore-emulator-v1.19.9.jar');
    expect(newestCachedJar(['pubsub-emulator-0.8.2.zip'])).toBeNull();
  });

  it('honours FIRESTORE_EMULATOR_JAR, and says what to install when it is wrong', () => {
    const jar = path.join(tempDir(), 'emulator.jar');
    writeFileSync(jar, '');
    expect(findFirestoreJar({ FIRESTORE_EMULATOR_JAR: jar })).toEqual({ jar, source: 'FIRESTORE_EMULATOR_JAR' });
    expect(() => findFirestoreJar({ FIRESTORE_EMULATOR_JAR: '/no/such.jar' })).toThrow(MissingToolError);
    expect(() => findFirestoreJar({ FIRESTORE_EMULATOR_JAR: '/no/such.jar' })).toThrow(/apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator/);
  });
});

describe('talking to the Firestore emulator', () => {
  it('points --import-data at the export\'s metadata file', () => {
    expect(exportMetadataFile('/data/firestore')).toBe('/data/firestore/firestore_export/firestore_export.overall_export_metadata');
  });

  it('sends rules in the shape the securityRules endpoint wants', () => {
    expect(JSON.parse(rulesBody('rules_version = \'2\';'))).toEqual({ rules: { files: [{ name: 'firestore.rules', content: 'rules_version = \'2\';' }] } });
  });

  it('keeps the line and column of a rules syntax error', () => {
    const body = JSON.stringify({ error: { code: 400, message: 'Error compiling rules:\nL138:32 Unexpected \';\'.', status: 'INVALID_ARGUMENT' } });
    expect(rulesErrorMessage(400, body)).toBe('L138:32 Unexpected \';\'.');
    expect(rulesErrorMessage(500, 'boom')).toBe('HTTP 500: boom');
  });
});

describe('firebase-tools readiness', () => {
  it('lists the functions the emulator has loaded', () => {
    const names = loadedFunctionNames({ backends: [{ functionTriggers: [{ entryPoint: 'setAdmin', name: 'setAdmin' }, { entryPoint: 'submitResponse' }] }] });
    expect([...names].sort()).toEqual(['setAdmin', 'submitResponse']);
    expect(loadedFunctionNames({}).size).toBe(0);
  });
});

describe('with-emulators arguments', () => {
  it('splits flags from the command; --seed implies --functions', () => {
    expect(parseWithEmulatorsArgs(['--seed', '--preview', '--', 'playwright', 'test', '--', 'x'])).toEqual({
      functions: true, seed: true, preview: true, mail: false, command: ['playwright', 'test', '--', 'x'], unknown: [],
    });
    expect(parseWithEmulatorsArgs(['--functions', '--mail', '--', 'vitest']).mail).toBe(true);
    expect(parseWithEmulatorsArgs(['--fast', '--', 'vitest']).unknown).toEqual(['--fast']);
    expect(parseWithEmulatorsArgs(['vitest']).command).toEqual([]);
  });
});

describe('dev arguments', () => {
  it('--fresh, and the command after -- (its own -- kept); anything else is unknown', () => {
    expect(parseDevArgs([])).toEqual({ fresh: false, command: [], unknown: [] });
    expect(parseDevArgs(['--fresh', '--', 'npx', 'playwright', 'test', '--', 'x'])).toEqual({ fresh: true, command: ['npx', 'playwright', 'test', '--', 'x'], unknown: [] });
    expect(parseDevArgs(['--frsh']).unknown).toEqual(['--frsh']);
    expect(parseDevArgs(['playwright']).unknown).toEqual(['playwright']);
  });
});

describe('project choice', () => {
  it('uses VITE_FIREBASE_PROJECT_ID from the environment, then .env files, then demo-wellness', () => {
    const root = tempDir();
    expect(devProjectId(root, {})).toBe('demo-wellness');
    writeFileSync(path.join(root, '.env'), 'VITE_FIREBASE_PROJECT_ID=demo-from-file\n');
    expect(devProjectId(root, {})).toBe('demo-from-file');
    expect(devProjectId(root, { VITE_FIREBASE_PROJECT_ID: 'demo-from-env' })).toBe('demo-from-env');
  });

  it('sends admin:grant to the emulators unless a real project is configured', () => {
    const root = tempDir();
    expect(chooseAdminTarget({}, root)).toEqual({ mode: 'emulator', projectId: 'demo-wellness' });
    expect(chooseAdminTarget({ FIREBASE_PROJECT_ID: 'demo-test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, root)).toEqual({ mode: 'emulator', projectId: 'demo-test' });
    expect(chooseAdminTarget({ FIREBASE_PROJECT_ID: 'wellness-prod' }, root)).toEqual({ mode: 'project', projectId: 'wellness-prod' });
    expect(chooseAdminTarget({ GOOGLE_APPLICATION_CREDENTIALS: '/key.json' }, root)).toEqual({ mode: 'project', projectId: null });
    expect(chooseAdminTarget({ GOOGLE_APPLICATION_CREDENTIALS: '/key.json', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, root).mode).toBe('emulator');
  });
});

describe('ports', () => {
  it('detects a port in use and names it', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    try {
      expect(await portInUse(port)).toBe(true);
      await expect(assertPortsFree({ Firestore: port })).rejects.toThrow(`Port already in use: Firestore port ${port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portInUse(port)).toBe(false);
  });
});

describe('configurable ports', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(readPorts({})).toEqual({ ...DEFAULT_PORTS, hub: null, logging: null, eventarc: null, tasks: null });
    expect(usesDefaultToolPorts(readPorts({}))).toBe(true);
  });

  it('moves every port by PORT_OFFSET, and one port by its own variable', () => {
    const ports = readPorts({ PORT_OFFSET: '100', PORT_PREVIEW: '4999' });
    expect(ports).toMatchObject({ firestore: 8180, auth: 9199, functions: 5101, vite: 5273, preview: 4999, hub: null, tasks: null });
    expect(readPorts({ PORT_HUB: '4401' }).hub).toBe(4401);
    expect(usesDefaultToolPorts(readPorts({ PORT_TASKS: '9600' }))).toBe(false);
    expect(usesDefaultToolPorts(ports)).toBe(false);
    expect(emulatorEnv('demo-test', { ports })).toMatchObject({
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199', WELLNESS_FUNCTIONS_HOST: '127.0.0.1:5101',
    });
    expect(appEmulatorEnv(ports)).toEqual({ VITE_FIRESTORE_EMULATOR_PORT: '8180', VITE_AUTH_EMULATOR_PORT: '9199', VITE_FUNCTIONS_EMULATOR_PORT: '5101' });
  });

  it('refuses bad values and two services on one port, naming the variables', () => {
    expect(() => readPorts({ PORT_FIRESTORE: '80' })).toThrow(/PORT_FIRESTORE="80" is not a port/);
    expect(() => readPorts({ PORT_AUTH: '9x' })).toThrow(/PORT_AUTH/);
    expect(() => readPorts({ PORT_OFFSET: '-5' })).toThrow(/PORT_OFFSET/);
    expect(() => readPorts({ PORT_OFFSET: '60000' })).toThrow(/PORT_OFFSET/);
    expect(() => readPorts({ PORT_AUTH: '8080' })).toThrow(/PORT_FIRESTORE and PORT_AUTH are both 8080/);
    expect(() => readPorts({ PORT_TASKS: '9099' })).toThrow(/PORT_AUTH and PORT_TASKS are both 9099/);
    // Firestore's 8080 + 2000 is a port fetch and Chromium refuse
    expect(() => readPorts({ PORT_OFFSET: '2000' })).toThrow(/PORT_OFFSET would be 10080, a port browsers and Node's fetch refuse/);
  });

  it('writes the firebase-tools ports into a copy of firebase.json, keeping the rest', () => {
    const config = { functions: [{ source: 'functions' }], emulators: { singleProjectMode: true, auth: { host: '127.0.0.1', port: 9099 } } };
    const moved = configWithPorts(config, readPorts({ PORT_OFFSET: '7' }), { hub: 40001, logging: 40002, eventarc: 40003, tasks: 40004 });
    expect(moved.functions).toBe(config.functions);
    expect(moved.emulators).toMatchObject({ singleProjectMode: true, auth: { host: '127.0.0.1', port: 9106 }, functions: { port: 5008 }, hub: { port: 40001 }, logging: { port: 40002 }, eventarc: { port: 40003 }, tasks: { port: 40004 } });
    expect(config.emulators.auth.port).toBe(9099);
  });
});

describe('processes', () => {
  it('stops a child and every process in its group', async () => {
    // A parent that starts a grandchild in the same group: both must be gone afterwards.
    const script = "const c=require('child_process').spawn(process.execPath,['-e','setInterval(()=>{},1000)'],{stdio:'ignore'});console.log(c.pid);setInterval(()=>{},1000)";
    let grandchild = null;
    const proc = startProcess('sleeper', process.execPath, ['-e', script], { quiet: true, onLine: (line) => { grandchild = Number(line); } });
    await pollUntil('the grandchild', async () => grandchild, { timeoutMs: 10_000, intervalMs: 20 });
    await stopProcess(proc, { graceMs: 3_000 });
    const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
    expect(alive(proc.pid)).toBe(false);
    expect(alive(grandchild)).toBe(false);
  });

  it('fails fast, with its output, when the process dies before it is ready', async () => {
    const proc = startProcess('crasher', process.execPath, ['-e', 'console.log("bad flag"); process.exit(3)'], { quiet: true });
    await expect(pollUntil('readiness', async () => false, { proc, timeoutMs: 10_000 })).rejects.toThrow(/crasher exited \(code 3\) before readiness\.\nbad flag/);
  });
});

describe('lifecycle and output', () => {
  it('stops pieces in reverse start order, once', async () => {
    const order = [];
    const lifecycle = createLifecycle();
    lifecycle.add('firestore', async () => order.push('firestore'));
    lifecycle.add('functions', async () => order.push('functions'));
    await Promise.all([lifecycle.stop(), lifecycle.stop()]);
    expect(order).toEqual(['functions', 'firestore']);
  });

  it('aligns tables', () => {
    expect(table([['Account', 'Password'], ['admin@demo.test', 'x']])).toBe('Account          Password\n---------------  --------\nadmin@demo.test  x');
  });
});
