/** The account-area page where a fan applies to become an expert. */
export const EXPERT_APPLY_HREF = "/v/expert-apply";
