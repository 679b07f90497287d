export const UpsetStatus = { Losing: "losing", Drawing: "drawing", Lost: "lost" } as const;

export type UpsetStatusCode = (typeof UpsetStatus)[keyof typeof UpsetStatus];
