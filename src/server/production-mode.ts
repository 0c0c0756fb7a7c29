/**
 * The server serves a production build, so packages that choose their build by NODE_ENV when
 * first loaded must get 'production'. React does: the build leaves react and react-dom/server
 * outside its bundle, and without NODE_ENV every event-list island was rendered by React's
 * development build (prop and key checks, component stacks: several times the CPU and garbage per
 * render). Imported first by start.ts, before anything loads them; an explicit NODE_ENV wins.
 */
process.env['NODE_ENV'] ??= 'production';
