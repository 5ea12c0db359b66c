// The contract model parses with a lazily loaded YAML library; the CLI awaits it
// in loadModel, tests that call the loader directly get it here.
import { loadContractYaml } from '../packages/core/src/model/contract/index.js';

await loadContractYaml();
