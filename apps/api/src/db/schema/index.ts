// The single schema object handed to drizzle(); drizzle-kit reads the files it re-exports.
export * from './auth';
export * from './catalogue';
export * from './contact';
export * from './content';
export * from './commerce';
export * from './mail';
export * from './blueprints';
export * from './generation';
export * from './orders';
export * from './payments';
export * from './admin';
export * from './variants';
export * from './problem-reports';
export * from './reviews';
