/**
 * This browser tab's name for the server (the X-Client-Id header): change events a tab caused come back
 * with its name as their origin, and the tab skips them, since it has the answer already.
 */
export const clientId = `tab-${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
