// The data provider. Resources declared in resources/*.json map react-admin's methods onto named actions (the
// config engine, issue #3); a method no resource declares fails loudly rather than doing nothing.
import type { DataProvider } from 'react-admin';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

export class UndeclaredMethodError extends Error {
  constructor(resource: string, method: string) {
    super(`The resource "${resource}" declares no action for ${method}.`);
    this.name = 'UndeclaredMethodError';
  }
}

export const createDataProvider = (): DataProvider =>
  Object.fromEntries(
    METHODS.map((method) => [method, (resource: string) => Promise.reject(new UndeclaredMethodError(resource, method))]),
  ) as unknown as DataProvider;
