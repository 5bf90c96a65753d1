/**
 * A module whose exported functions are document tasks: each takes one plain value (structured-clone
 * data: no class instances, no functions) and returns one, or a promise of one. The pool loads the
 * module in a worker thread and calls the function there, never on the API's event loop.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskModule = Record<string, (...args: any[]) => unknown>;

/** The module's exports that take at most one argument: the ones the pool can call. */
export type TaskName<T extends TaskModule> = { [K in keyof T & string]: Parameters<T[K]>['length'] extends 0 | 1 ? K : never }[keyof T & string];

/** Where a context's tasks are: the module's path without its extension (`.js` when built, `.ts` under jest). */
export type DocumentTaskFile<T extends TaskModule> = { readonly path: string; readonly __tasks?: T };

/**
 * `documentTasks<typeof import('./contract-pdf')>(join(__dirname, 'contract-pdf'))`: the type names
 * the tasks and their inputs; the path is resolved by the worker, so no module is loaded here.
 */
export function documentTasks<T extends TaskModule>(path: string): DocumentTaskFile<T> {
  return { path };
}

export type TaskInput<T extends TaskModule, K extends keyof T> = Parameters<T[K]>[0];
export type TaskOutput<T extends TaskModule, K extends keyof T> = Awaited<ReturnType<T[K]>>;
