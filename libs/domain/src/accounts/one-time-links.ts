// investor-portal.md §9: recovery links expire in 1 hour. Set-up links live as long.
export const ONE_TIME_LINK_TTL_HOURS = 1;

export function oneTimeLinkExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ONE_TIME_LINK_TTL_HOURS * 3600_000);
}

/** "1 hora", "2 horas": how the emails and the screens say it. */
export function oneTimeLinkLifetimeLabel(): string {
  return ONE_TIME_LINK_TTL_HOURS === 1 ? '1 hora' : `${ONE_TIME_LINK_TTL_HOURS} horas`;
}
