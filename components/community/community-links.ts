/** The linkable view of a post: its circle's page opened on it (SPEC §2 has no post route of its own). */
export const postHref = (post: { id: number; circleId: number }) =>
  `/community/circle-detail/${post.circleId}?post=${post.id}`;
export const circleHref = (id: number) => `/community/circle-detail/${id}`;
export const sectionHref = (id: number) => `/community/${id}`;
export const anchorDynamicHref = (anchorId: number) => `/community/anchor-dynamic/${anchorId}`;
