import { describe, expect, it } from 'vitest';
import { detectVariant } from './variant';

describe('detectVariant', () => {
  it('chooses connect when a host label is exactly connect, with the site root as base', () => {
    expect(detectVariant('connect.example.com', '/plans')).toEqual({
      product: 'connect',
      base: '',
    });
    expect(detectVariant('connect.localhost', '/')).toEqual({ product: 'connect', base: '' });
    expect(detectVariant('CONNECT.Example.com', '/')).toEqual({ product: 'connect', base: '' });
    expect(detectVariant('eu.connect.example.com', '/')).toEqual({ product: 'connect', base: '' });
  });

  it('chooses connect when the path is /connect or under it, with /connect as base', () => {
    expect(detectVariant('localhost', '/connect')).toEqual({
      product: 'connect',
      base: '/connect',
    });
    expect(detectVariant('localhost', '/connect/')).toEqual({
      product: 'connect',
      base: '/connect',
    });
    expect(detectVariant('example.com', '/connect/app/posts')).toEqual({
      product: 'connect',
      base: '/connect',
    });
  });

  it('keeps the /connect base when both the host and the path say connect', () => {
    expect(detectVariant('connect.example.com', '/connect/plans')).toEqual({
      product: 'connect',
      base: '/connect',
    });
  });

  it('chooses smm otherwise, at the site root', () => {
    expect(detectVariant('example.com', '/')).toEqual({ product: 'smm', base: '' });
    expect(detectVariant('localhost', '/app')).toEqual({ product: 'smm', base: '' });
  });

  it('does not take a label that merely contains the marker or a path that merely starts alike', () => {
    expect(detectVariant('myconnect.example.com', '/')).toEqual({ product: 'smm', base: '' });
    expect(detectVariant('connected.example.com', '/')).toEqual({ product: 'smm', base: '' });
    expect(detectVariant('example.com', '/connections')).toEqual({ product: 'smm', base: '' });
  });
});
