// The public surface of the applications feature: the builder shows the job match.
export { MatchPanel } from './components/match-panel';
