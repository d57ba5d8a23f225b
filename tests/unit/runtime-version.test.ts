/**
 * One supported runtime (README, Requirements): `.node-version` names it, and everything that
 * installs or asks for Node agrees with that one line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const version = read('.node-version').trim();
const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];

describe('the Node version named once', () => {
  it('is an exact Node 24 LTS release', () => {
    expect(version).toMatch(/^24\.\d+\.\d+$/);
  });

  it('is what package.json engines asks for', () => {
    expect(JSON.parse(read('package.json')).engines.node).toBe(`^${version}`);
  });

  it("is the Dockerfile's default base image", () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain(`ARG NODE_VERSION=${version}\n`);
    expect(dockerfile).toMatch(/^ARG BASE_IMAGE=node:\$\{NODE_VERSION\}-bookworm-slim$/m);
  });

  it("is the README's requirement", () => {
    expect(read('README.md')).toContain(`Node.js **${version}**`);
  });

  it('is what CI installs and runs, read from .node-version', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/wanted="v\$\(tr -d ' \\r\\n' < \.node-version\)"/);
    expect(ci).toContain('bash scripts/install-node.sh');
    expect(read('scripts/install-node.sh')).toContain('.node-version');
  });

  it('is the Node running these tests (or a later Node 24 patch)', () => {
    const [runningMajor, runningMinor, runningPatch] = process.versions.node.split('.').map(Number) as [number, number, number];
    expect(runningMajor).toBe(major);
    expect(runningMinor * 1000 + runningPatch).toBeGreaterThanOrEqual(minor * 1000 + patch);
  });
});
