import type { BodyErrorFace } from '#platform/http/body-parsing';

/** A body /auth/v1 could not parse, in GoTrue's error shape (as GoTrueExceptionFilter answers), so auth-js reads it. */
export const goTrueBodyErrors: BodyErrorFace = {
  pathPrefix: '/auth/',
  body: (status, message) => ({ code: status, error_code: 'bad_json', msg: message }),
};
