import fs from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv';
import formatsModule from 'ajv-formats';
import { repoRoot } from './cli-helpers.js';

// Both are CommonJS: under NodeNext the class and the plugin are each module's `default` property.
const ajv = new AjvModule.default({ allErrors: true, strict: false });
formatsModule.default(ajv);

/** schemas/report.schema.json compiled once, with its formats (`uri`) checked rather than ignored. */
export const validateReport = ajv.compile(JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/report.schema.json'), 'utf8')));
