import { describe, expect, it } from 'vitest';
import { ApiError, CanceledError } from '@client/api/http';
import { listQueryOf } from '@client/features/authoring/content/api';
import {
  fetchVariablesFailed,
  folderFailureText,
  inUseCheckFailedText,
  lastSentence,
  statusTextOf,
} from '@client/features/authoring/content/failureTexts';

const prompts = { listQuery: { prompt_type: 'IVA' } };
const variables = {};
const filter = (search: string, folderId: number | null = 0, taskId: number | null = null) => ({ search, folderId, taskId });

describe('content list calls (spec 2 §5, §9)', () => {
  it('asks for everything with fetch_all=1 and source=WEB; prompt lists always ask for IVA', () => {
    expect(listQueryOf(prompts, filter(''))).toEqual({ prompt_type: 'IVA', fetch_all: 1, folder_id: 0, task_id: undefined, source: 'WEB' });
    expect(listQueryOf(variables, filter('   ', -1))).toMatchObject({ fetch_all: 1, folder_id: -1, source: 'WEB' });
  });

  it('removes the fetch-all flag when there is a search term, sending the trimmed term', () => {
    const query = listQueryOf(prompts, filter('  main menu '));
    expect(query).not.toHaveProperty('fetch_all');
    expect(query).toMatchObject({ prompt_type: 'IVA', search: 'main menu', source: 'WEB' });
  });

  it('filters by task instead of folder when a task is selected', () => {
    expect(listQueryOf(variables, filter('', 3, 42))).toMatchObject({ folder_id: undefined, task_id: 42 });
  });
});

describe('failure texts of the content library (spec 2 §8)', () => {
  it("'Fetch Variables failed' with the response status text, or 'Unknown error'", () => {
    expect(fetchVariablesFailed(new ApiError('Operation Failed', 500, null))).toEqual({
      title: 'Fetch Variables failed',
      detail: 'Internal Server Error',
    });
    expect(fetchVariablesFailed(new ApiError('x', 403, null))).toEqual({ title: 'Fetch Variables failed', detail: 'Forbidden' });
    expect(fetchVariablesFailed(new ApiError('Operation Failed', 0, null))?.detail).toBe('Unknown error');
    expect(fetchVariablesFailed(new Error('boom'))?.detail).toBe('Unknown error');
    expect(statusTextOf(new ApiError('x', 599, null))).toBe('Unknown error');
    expect(fetchVariablesFailed(new CanceledError())).toBeNull();
  });

  it("in-use check failure: the spec's sentence for the model, then the last sentence of the server's message", () => {
    expect(lastSentence('The database is busy. Please retry in a minute.')).toBe('Please retry in a minute.');
    expect(lastSentence('')).toBe('');
    expect(inUseCheckFailedText('Prompt', new ApiError('The usage index is locked. Try again later.', 503, null))).toBe(
      'We are unable to determine if this prompt is in use. Try again later.',
    );
    expect(inUseCheckFailedText('DataStore', new ApiError('Operation Failed', 500, null))).toBe(
      'We are unable to determine if this data store is in use. Operation Failed',
    );
    expect(inUseCheckFailedText('AttachmentFile', null)).toBe('We are unable to determine if this file is in use.');
  });

  it("folders: 'Unable to create folder' / 'Unable to update folder' unless the server gives a message", () => {
    expect(folderFailureText(new ApiError('Operation Failed', 500, null), 'Unable to create folder')).toBe('Unable to create folder');
    expect(folderFailureText(new ApiError('', 500, null), 'Unable to update folder')).toBe('Unable to update folder');
    expect(folderFailureText(new ApiError('The name has already been taken.', 422, null), 'Unable to create folder')).toBe(
      'The name has already been taken.',
    );
  });
});
