import type { ProbeResult } from './types.js';
/** How a probe starts its child: child_process.spawn, or a test's stand-in. */
export type Spawn = (command: string, args: string[], options: import('node:child_process').SpawnOptions) => import('node:child_process').ChildProcess;
/**
 * Runs a probe without a shell: the command and its arguments are passed as
 * an argv array, so a tool name read from a checked file can never become a
 * shell command. It runs in the file system root, so a tool that looks in its
 * working directory (python's sys.path, npx) finds nothing of the checked tree,
 * and with `pathEnv` (trustedPath) as its PATH, so a tool that is a script finds
 * no interpreter the checked tree ships.
 */
export declare function runProbe(command: string, args: string[], timeoutMs?: number, spawn?: Spawn, pathEnv?: string): Promise<ProbeResult>;
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
export type ProbeTransport = (executable: string, args: string[], timeoutMs?: number, pathEnv?: string) => Promise<ProbeResult>;
/** A probe's answer, from the cache, else from `transport` when given (a worker thread's), else from a process run here. */
export declare function probeOnce(executable: string, args: string[], timeoutMs?: number, transport?: ProbeTransport, pathEnv?: string): Promise<ProbeResult>;
/** Records an answer learnt another way (a git that ran a diff answers `git --version`), unless one is cached. */
export declare function recordProbe(executable: string, args: string[], result: ProbeResult, pathEnv?: string): void;
/** Probes `command args` as resolved for a target in `projectRoot`: 'missing' without a process when no trusted executable exists. */
export declare function probeTool(command: string, args: string[], timeoutMs: number | undefined, projectRoot: string | undefined, transport?: ProbeTransport): Promise<ProbeResult>;
/**
 * PATH as a probe or git runs with it: its absolute entries outside `projectRoot` (by their path and their real
 * path). The tool itself is looked up that way (resolveTool), but a tool outside the project may be a script
 * (`#!/usr/bin/env node`, npm, a pyenv shim) that looks its interpreter up on PATH, where the project's
 * `node_modules/.bin` (on PATH under `npm run` and npx) would hand it the checked tree's `node` or `bash`.
 */
export declare function trustedPath(projectRoot: string | undefined, envPath?: string): string;
/** `env` with its PATH replaced (on Windows a variable's name has any case: `Path` too), or as it is without one. */
export declare function withPath(env: NodeJS.ProcessEnv, pathEnv: string | undefined): NodeJS.ProcessEnv;
