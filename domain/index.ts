export * from './booking';
export * from './constants';
export * from './format';
export * from './messages';
export * from './schemas';
export * from './time';
export type * from './types';
export * from './teams';
