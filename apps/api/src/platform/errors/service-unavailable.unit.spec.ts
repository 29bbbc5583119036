import { DatabaseError } from 'pg';
import { toRestError } from '../rest/rest-errors';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable';
import { toTransportError } from './transport-error';

function databaseError(code: string): DatabaseError {
  const error = new DatabaseError('from the server', 0, 'error');
  error.code = code;
  return error;
}

function systemError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

describe('isServiceUnavailable', () => {
  it.each([
    ['connection refused', systemError('ECONNREFUSED')],
    ['connection reset', systemError('ECONNRESET')],
    ['too many connections (53300)', databaseError('53300')],
    ['out of memory (53200)', databaseError('53200')],
    ['connection failure (08006)', databaseError('08006')],
    ['shutting down (57P01)', databaseError('57P01')],
    ['starting up (57P03)', databaseError('57P03')],
    ["pg's lost connection", new Error('Connection terminated unexpectedly')],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ["TypeORM's wrapper of pg's error", Object.assign(new Error('Query failed'), { driverError: databaseError('53300') })],
    ['a cause two levels down', new Error('load failed', { cause: new Error('read failed', { cause: systemError('ECONNREFUSED') }) })],
    ["EventStoreDB's UnavailableError", Object.assign(new Error('14 UNAVAILABLE'), { type: 'unavailable' })],
    ['a copy of such an error from another realm (a plain object)', { message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' }],
  ])('is true for %s', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', databaseError('23505')],
    ['a syntax error (42601)', databaseError('42601')],
    ['a query cancelled by its statement timeout (57014)', databaseError('57014')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });

  it('makes the failure a 503 SERVICE_UNAVAILABLE on the REST face, in the error shape, saying nothing of the cause', () => {
    const failure = systemError('ECONNREFUSED');
    expect(toTransportError(failure)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(toRestError(failure)).toEqual({ status: 503, body: { error: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' } });
    expect(toRestError(new Error('boom'))).toEqual({ status: 500, body: { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' } });
  });
});
