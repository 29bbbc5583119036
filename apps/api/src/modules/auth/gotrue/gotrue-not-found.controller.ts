import { All, Controller, UseFilters } from '@nestjs/common';
import { AuthError } from '../auth-error';
import { GoTrueExceptionFilter } from './gotrue-exception.filter';

/**
 * Answers every other /auth/v1 path (recover, otp, factors, ...) with GoTrue's 404 rather than Nest's, so
 * auth-js raises an AuthApiError. Registered after GoTrueController, so it only sees what that one does not route.
 */
@Controller('auth/v1')
@UseFilters(GoTrueExceptionFilter)
export class GoTrueNotFoundController {
  @All(['', '*path'])
  notFound(): never {
    throw new AuthError('not_found', 'Not Found');
  }
}
