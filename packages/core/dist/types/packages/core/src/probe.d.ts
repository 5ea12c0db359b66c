import type { ProbeResult } from './types.js';
/** How a probe starts its child: child_process.spawn, or a test's stand-in. */
export type Spawn = (command: string, args: string[], options: import('node:child_process').SpawnOptions) => import('node:child_process').ChildProcess;
/**
 * Runs a probe without a shell: the command and its arguments are passed as
 * an argv array, so a tool name read from a checked file can never become a
 * shell command. It runs in the file system root, so a tool that looks in its
 * working directory (python's sys.path, npx) finds nothing of the checked tree.
 */
export declare function runProbe(command: string, args: string[], timeoutMs?: number, spawn?: Spawn): Promise<ProbeResult>;
/**
 * The executable `command` names on PATH, looked up only in absolute PATH
 * entries outside `projectRoot` (never `.`, an empty or relative entry, nor the
 * project's `node_modules/.bin`), so the checked tree cannot ship the tool that
 * is probed.
 */
export declare function resolveTool(command: string, projectRoot?: string, envPath?: string): string | undefined;
/**
 * Runs a resolved probe somewhere else: a worker thread is handed one that
 * asks the main thread, which holds the one cache (lint's `probeTransport`).
 */
export type ProbeTransport = (executable: string, args: string[], timeoutMs?: number) => Promise<ProbeResult>;
/** A probe's answer, from the cache, else from `transport` when given (a worker thread's), else from a process run here. */
export declare function probeOnce(executable: string, args: string[], timeoutMs?: number, transport?: ProbeTransport): Promise<ProbeResult>;
/** Records an answer learnt another way (a git that ran a diff answers `git --version`), unless one is cached. */
export declare function recordProbe(executable: string, args: string[], result: ProbeResult): void;
/** Probes `command args` as resolved for a target in `projectRoot`: 'missing' without a process when no trusted executable exists. */
export declare function probeTool(command: string, args: string[], timeoutMs: number | undefined, projectRoot: string | undefined, transport?: ProbeTransport): Promise<ProbeResult>;
