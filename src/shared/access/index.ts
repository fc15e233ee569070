export * from './scope';
export * from './permissions';
export * from './engine';
export * from './switcher';
export * from './grants';
