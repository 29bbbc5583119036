export interface WorldDetails {
  readonly worldId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
}

export type WorldState = { readonly status: 'none' } | ({ readonly status: 'created' } & WorldDetails);
