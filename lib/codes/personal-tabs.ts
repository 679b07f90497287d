/** headerNavIndex of /personal/{id} (SPEC §2): 0 a normal user's page, 2 an anchor's space. */
export const PersonalTab = { User: 0, Anchor: 2 } as const;

export type PersonalTabCode = (typeof PersonalTab)[keyof typeof PersonalTab];

/** The tab a link should open for a person: anchors land on their space. */
export const personalTabOf = (isAnchor: number): PersonalTabCode =>
  isAnchor === 1 ? PersonalTab.Anchor : PersonalTab.User;

/** The one way to link a person's page (SPEC §2); without a tab, anchors land on their space. */
export const personalHref = (
  person: { id: number; isAnchor: number },
  tab = personalTabOf(person.isAnchor),
) => `/personal/${person.id}?headerNavIndex=${tab}`;
