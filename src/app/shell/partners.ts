export type Partner = { name: string; logoUrl: string; url: string };

export const partners: Partner[] = [];
