// Public surface, loaded at start: removes device databases of users who signed out
// while their tab could not (a light module: no RxDB).
export { sweepRemovedDatabases } from '../user-data/removed-databases.ts';
