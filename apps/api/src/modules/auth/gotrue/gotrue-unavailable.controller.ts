import { All, Controller, UseFilters } from '@nestjs/common';
import { authErrors } from '../auth-error';
import { GoTrueExceptionFilter } from './gotrue-exception.filter';

/**
 * The sign-in methods Worldloom does not offer, answered in GoTrue's own words for a server where they are
 * switched off: SAML single sign-on (/sso), OAuth providers (/authorize) and linking identities to an account.
 */
@Controller('auth/v1')
@UseFilters(GoTrueExceptionFilter)
export class GoTrueUnavailableController {
  @All(['sso', 'sso/*path'])
  sso(): never {
    throw authErrors.samlDisabled();
  }

  @All('authorize')
  authorize(): never {
    throw authErrors.providerNotEnabled();
  }

  @All('user/identities/*path')
  linkIdentity(): never {
    throw authErrors.manualLinkingDisabled();
  }
}
