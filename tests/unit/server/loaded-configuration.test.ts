import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { loadedConfiguration, masked, withoutPassword } from '@server/modules/system/configuration';

describe('the loaded configuration', () => {
  it('shows a URL without its password, and masks text that is not a URL whole', () => {
    expect(withoutPassword('postgres://studio:s3cret@db.internal:5432/studio')).toBe(`postgres://studio:${masked}@db.internal:5432/studio`);
    expect(withoutPassword('redis://:hunter2@127.0.0.1:6379')).toBe(`redis://:${masked}@127.0.0.1:6379`);
    expect(withoutPassword('smtp://mail.example.com:25')).toBe('smtp://mail.example.com:25');
    expect(withoutPassword('not a url with a password')).toBe(masked);
  });

  it('says where each value came from and never carries a secret', () => {
    const env = {
      DATA_DIR: '/tmp/studio-config-test',
      DATABASE_URL: 'postgres://studio:s3cret@db.internal/studio',
      SIGNING_SECRET: 'the-signing-secret-itself',
      SMTP_URL: 'smtp://user:mailpass@mail.example.com:587',
      PORT: '9090',
    };
    const entries = loadedConfiguration(loadConfig(env), env);
    const of = (key: string) => entries.find((e) => e.key === key)!;
    expect(of('PORT')).toEqual({ key: 'PORT', value: '9090', source: 'environment', secret: false });
    expect(of('HOST')).toEqual({ key: 'HOST', value: '0.0.0.0', source: 'default', secret: false });
    expect(of('DATABASE_URL')).toMatchObject({ value: `postgres://studio:${masked}@db.internal/studio`, secret: true });
    expect(of('SIGNING_SECRET')).toMatchObject({ value: masked, secret: true, source: 'environment' });
    expect(of('REDIS_URL')).toMatchObject({ value: null, source: 'default', secret: false });
    expect(of('FIREBASE_CREDENTIALS_DIR')).toMatchObject({
      value: '/tmp/studio-config-test/credentials',
      source: 'default',
      secret: false,
    });
    const text = JSON.stringify(entries);
    for (const secret of ['s3cret', 'the-signing-secret-itself', 'mailpass']) expect(text).not.toContain(secret);
  });

  it('reads the Firebase credentials folder from FIREBASE_CREDENTIALS_DIR', () => {
    const env = { DATA_DIR: '/tmp/studio-config-test', FIREBASE_CREDENTIALS_DIR: '/tmp/studio-config-test/keys' };
    expect(loadConfig(env).firebaseCredentialsDir).toBe('/tmp/studio-config-test/keys');
    expect(loadedConfiguration(loadConfig(env), env).find((e) => e.key === 'FIREBASE_CREDENTIALS_DIR')).toMatchObject({
      value: '/tmp/studio-config-test/keys',
      source: 'environment',
    });
  });
});
