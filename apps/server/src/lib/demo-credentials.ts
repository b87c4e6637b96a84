/**
 * What the demo's connector fakes let in (demo/fakes/demo-connector-fakes.ts): type these in the
 * connectors tab to see a connection succeed. Here, below the modules, because the connectors
 * recognise them to say « Démonstration » rather than « Actif ».
 */
export const DEMO_WEBFLEET = { account: 'demo', username: 'plateau', password: 'webfleet-demo' };
export const DEMO_NOMAD = { token: 'nomad-demo-token', agreementCode: 'AGR-DEMO' };
