import { Logger } from '@nestjs/common';
import type { EfacturaSettings } from '../../config/app-config.js';
import type { StoredTokens, TokenStore } from './anaf-spv.client.js';
import type { EfacturaRepository } from './efactura.repository.js';
import { TokenCipher } from './token-cipher.js';

const REFRESH_CONTEXT = 'efactura_tokens.spv.refresh_token';
const ACCESS_CONTEXT = 'efactura_tokens.spv.access_token';

/**
 * The SPV's OAuth tokens in the database (`efactura_tokens`), sealed with EFACTURA_TOKEN_KEY: the
 * refresh token ANAF rotates at each renewal survives a restart, so no new consent is needed. The
 * row belongs to the refresh token configured when it was made (`seed_fingerprint`): configuring a
 * new one (a new consent) starts from it again.
 */
export class SpvTokens implements TokenStore {
  private readonly logger = new Logger(SpvTokens.name);
  private readonly cipher: TokenCipher;
  private readonly seed: string;

  constructor(
    private readonly repository: EfacturaRepository,
    private readonly settings: EfacturaSettings,
  ) {
    this.cipher = new TokenCipher(settings.tokenKey);
    // Bound to the OAuth client too: another client's tokens are not this one's.
    this.seed = this.cipher.fingerprint(`${settings.clientId}\n${settings.refreshToken}`);
  }

  async read(): Promise<StoredTokens | null> {
    const row = await this.repository.readTokens();
    if (!row || row.seed_fingerprint !== this.seed) return null;
    try {
      return {
        refreshToken: this.cipher.decrypt(row.refresh_token, REFRESH_CONTEXT),
        accessToken: row.access_token ? this.cipher.decrypt(row.access_token, ACCESS_CONTEXT) : null,
        accessExpiresAt: row.access_expires_at ? new Date(row.access_expires_at) : null,
        renewedAt: row.refreshed_at ? new Date(row.refreshed_at) : null,
      };
    } catch {
      // Sealed under another key (EFACTURA_TOKEN_KEY changed): start again from the configured refresh token.
      this.logger.warn('The stored e-Factura tokens cannot be opened with EFACTURA_TOKEN_KEY; the configured refresh token is used again.');
      return null;
    }
  }

  lease(ms: number): Promise<boolean> {
    return this.repository.leaseTokens(ms, { fingerprint: this.seed, refreshToken: this.cipher.encrypt(this.settings.refreshToken, REFRESH_CONTEXT) });
  }

  async save(tokens: StoredTokens & { accessToken: string; accessExpiresAt: Date; renewedAt: Date }): Promise<void> {
    await this.repository.saveTokens({
      seed_fingerprint: this.seed,
      refresh_token: this.cipher.encrypt(tokens.refreshToken, REFRESH_CONTEXT),
      access_token: this.cipher.encrypt(tokens.accessToken, ACCESS_CONTEXT),
      access_expires_at: tokens.accessExpiresAt,
      refreshed_at: tokens.renewedAt,
    });
  }

  release(): Promise<void> {
    return this.repository.releaseTokens();
  }
}
