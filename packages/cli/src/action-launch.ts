// Entry of the GitHub Action (dist/action.cjs; see action.yml).
import { runAction } from './launch.js';

void runAction();
