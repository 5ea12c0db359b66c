import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-schema.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-schema', () => {
  for (const f of forms(soloContract())) {
    it(`passes a complete ${f.format} contract`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('pass');
      expect(r.detail).toMatch(/matches the schema/);
    });
  }

  it('passes a markdown rendering', async () => {
    const r = await runContract(rule, 'delegation-contract.md', rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS }));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 sections/);
  });

  const broken = soloContract();
  delete broken['exploration'];
  broken['notes'] = 'later';
  broken['what'] = 'FileModification';
  broken['who'].confirmed = 'yes';
  for (const f of forms(broken)) {
    it(`locates each shape problem in ${f.format}`, async () => {
      const r = await runContract(rule, f.name, f.text);
      expect(r.status).toBe('fail');
      const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
      expect(by(/lacks the required key `exploration`/)).toMatchObject({ line: 1, column: 1 });
      expect(by(/unknown key `notes`/)).toMatchObject(posIn(f.text, f.key('notes')));
      expect(by(/^what must be a list/)).toMatchObject(f.at('what', 'FileModification'));
      expect(by(/who\.confirmed must be true or false/)).toMatchObject(f.at('confirmed', 'yes'));
    });
  }

  it('reports an empty persistence split and an unknown key in a halt condition', async () => {
    const c = soloContract();
    c['how_much'].FileModification = { persistence: {} };
    c['halt_conditions'][0].when = 'always';
    const [json] = forms(c);
    const r = await runContract(rule, json!.name, json!.text);
    expect(r.findings.map((x) => x.message)).toEqual(
      expect.arrayContaining(['how_much.FileModification.persistence must not be an empty map', 'unknown key `when` in halt_conditions[0]']),
    );
    expect(r.findings.find((x) => /when/.test(x.message))).toMatchObject(posIn(json!.text, '"when"'));
  });

  it('reports invalid JSON with its position, even where YAML would accept it', async () => {
    const r = await runContract(rule, 'c.dc.json', '{\n  "what": ["Exploration",],\n}');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/invalid JSON/);
    expect(r.findings[0]).toMatchObject({ line: 2, column: 26 });
    expect(r.findings[0]!.message).toBe('invalid JSON: unexpected "]"');
  });

  it('reports invalid YAML and duplicate keys with their lines', async () => {
    const bad = await runContract(rule, 'c.dc.yaml', 'what: [Exploration\nhow_much: {}\n');
    expect(bad.status).toBe('fail');
    expect(bad.detail).toMatch(/invalid YAML/);
    const dup = await runContract(rule, 'c.dc.yaml', 'what: []\nhow_much: {}\nwhat: [External]\n');
    expect(dup.status).toBe('fail');
    expect(dup.findings[0]).toMatchObject({ line: 3, column: 1 });
    expect(dup.detail).toMatch(/unique/);
  });

  it('fails a top-level list', async () => {
    const r = await runContract(rule, 'c.dc.json', '[1, 2]');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/the contract must be a map of keys/);
  });

  it('fails markdown placeholders, repeated domains and shared header lines at their lines', async () => {
    const text = rendering({ Autonomous: ['[list of calibrated autonomous actions]', 'Exploration: read'], 'Ask before': ['Exploration: read more'], Defaults: DEFAULTS }) + '**Report then act** / **Ask before**:\n';
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    const by = (re: RegExp) => r.findings.find((x) => re.test(x.message));
    expect(by(/placeholder left unfilled/)).toMatchObject(posIn(text, '[list of'));
    expect(by(/Exploration is listed under \*\*Autonomous\*\*/)).toMatchObject(posIn(text, 'Exploration: read more'));
    expect(by(/several sections share one header line/)).toMatchObject(posIn(text, '**Report then act** /'));
  });

  it('fails a markdown file with no contract section', async () => {
    const r = await runContract(rule, 'delegation-contract.md', '# Notes\n\nnothing here\n');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/no delegation-contract section/);
  });

  it('accepts a BOM and CRLF line endings', async () => {
    const [, yaml] = forms(soloContract());
    const r = await runContract(rule, yaml!.name, '\uFEFF' + yaml!.text.replace(/\n/g, '\r\n'));
    expect(r.status).toBe('pass');
  });

  it('fails empty, binary and invalid UTF-8 files without crashing', async () => {
    for (const [name, content] of [
      ['c.dc.yaml', ''],
      ['c.dc.json', Buffer.from([0, 1, 2, 255, 0, 10])],
      ['delegation-contract.md', Buffer.from([0x2a, 0x2a, 0xff, 0xfe, 0x0a])],
    ] as const) {
      const r = await runContract(rule, name, content);
      expect(r.status, name).toBe('fail');
      expect(r.internal_error, name).toBeUndefined();
      expect(r.findings.length, name).toBeGreaterThan(0);
    }
  });

  it('reports invalid UTF-8 even when the rest parses', async () => {
    const [, yaml] = forms(soloContract());
    const r = await runContract(rule, yaml!.name, Buffer.concat([Buffer.from(yaml!.text.replace('Migrate', 'Migr')), Buffer.from('# \xff\n', 'latin1')]));
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/not valid UTF-8/);
  });
});
