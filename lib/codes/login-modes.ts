export const LoginMode = { Password: 0, Code: 1 } as const;
