import { describe, expect, it } from 'vitest';
import { reportJobParams, trackerParams } from '../../../src/client/features/analyse/params';

describe('the analyse routes read their optional path parameters', () => {
  it('the job page: with or without a job id, and from a notification link', () => {
    expect(reportJobParams('/analyse/reports/job/12')).toEqual({ jobId: 12 });
    expect(reportJobParams('/analyse/reports/job/12/notification/55/3?ac_id=1')).toEqual({ jobId: 12 });
    expect(reportJobParams('/analyse/reports/job')).toEqual({ jobId: null });
    expect(reportJobParams('/analyse/reports/job/x')).toEqual({ jobId: null });
  });
  it('the tracker: provider, account and the account it came from, each optional', () => {
    expect(trackerParams('/analyse/virtual-agent-tracker')).toEqual({ spId: undefined, acId: undefined, fromAcId: undefined });
    expect(trackerParams('/analyse/virtual-agent-tracker/4')).toEqual({ spId: 4, acId: undefined, fromAcId: undefined });
    expect(trackerParams('/analyse/virtual-agent-tracker/4/9/2?sp_id=4')).toEqual({ spId: 4, acId: 9, fromAcId: 2 });
  });
});
