// The schema's entry point for Drizzle (the client and drizzle-kit read every table from here).
export * from './venues';
export * from './auth';
export * from './staff';
export * from './staff-hours';
export * from './auth-sessions';
export * from './catalog';
export * from './catalog-offers';
export * from './catalog-taxes';
export * from './catalog-services';
export * from './customers';
export * from './activity';
export * from './mail';
export * from './calendar';
export * from './idempotency';
export * from './images';
export * from './permissions';
export * from './staff-notifications';
