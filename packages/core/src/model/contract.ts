// Model helpers; see docs/architecture.md.
export {};
