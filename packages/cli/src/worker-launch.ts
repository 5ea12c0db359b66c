// Entry of a lint worker thread (dist/worker.cjs).
import { runWorker } from './launch.js';

runWorker();
