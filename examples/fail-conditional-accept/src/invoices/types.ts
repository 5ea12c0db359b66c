export interface Party {
  name: string;
  inn: string;
  kpp: string;
}

export interface Invoice {
  id: string;
  orgId: string;
  number: string;
  issuedAt: Date;
  seller: Party;
  buyer: Party;
  lines: Array<{ title: string; quantity: number; unitPrice: number }>;
  total: number;
}
