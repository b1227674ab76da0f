/**
 * The platform the simulator's merchant belongs to (spec: platform_id, alias response; the
 * subscription fixtures carry it too). The simulator runs one platform, so the id is one
 * constant.
 */
export const simulatorPlatformId = '11e73ea1-d72c-8ce2-996d-4bb6671eb667';
