// Entry of the CLI bundle (dist/cli.cjs), which dist/launch.cjs runs as a cached script.
export { cli } from './main.js';
export { stdoutDrained } from './stdout.js';
export { serveWorker } from './worker.js';
export { runAction } from './action.js';
