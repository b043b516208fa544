import v8 from 'node:v8';

// Imported first by the server's entry (server.ts), before any other module runs.
//
// V8 "pretenures" an allocation site when the objects it made survived the young generation in
// the GCs it has seen: from then on that site allocates straight into the old generation. Under
// load the decision is a coin toss made in the first seconds, and it sticks. Measured on the
// built server at 200 connections (scripts/bench/stall.mjs's load; README "Stall rows"): about
// half the processes started with V8's default tenured Node's HTTP objects (each request's
// IncomingMessage and ServerResponse and the header strings), so every scavenge promoted
// ~3.3 MB of garbage and took 4-5 ms instead of 0.5 ms, the old generation filled every
// second, and that process spent 1.6x the CPU per request (/healthz 33-41 µs against 19-22)
// with twice the p99 for as long as it ran. With pretenuring off, 0 of 42 starts did (20 of 46
// with the default).
// A server's request objects die young; the long-lived data (catalogue, caches) is made once.
v8.setFlagsFromString('--no-allocation-site-pretenuring');
