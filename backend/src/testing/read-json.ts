/** Test answers are checked field by field, so they are read as loosely typed JSON. */
export const readJson = (response: Response): Promise<Record<string, any>> => response.json() as Promise<Record<string, any>>;
