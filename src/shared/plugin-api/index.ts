/** The node-type contract (DESIGN §5): definitions, the registry and validation helpers. */
export * from './catalogue';
export * from './content-fields';
export * from './define';
export * from './editor';
export * from './labels';
export * from './drop';
export * from './types';
export * from './validate';
export * from './fields';
export * from './shapes';
export * from './shapes-call';
export * from './run';
export * from './run-input';
export * from './queue-steps';
export * from './suggestions';
export * from './transfer';
export * from './simulated';
