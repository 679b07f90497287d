/** A LIKE pattern matching `word` anywhere, with its wildcards escaped (Postgres's default escape is `\`). */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
