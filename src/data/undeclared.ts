export class UndeclaredMethodError extends Error {
  constructor(resource: string, method: string) {
    super(`The resource "${resource}" declares no action for ${method} (resources/${resource}.json → methods.${method}).`);
    this.name = 'UndeclaredMethodError';
  }
}
