// A parent configuration that electron-builder.yml extends. YAML cannot read the
// environment, and a string electronDist is taken as a path, so the override lives here.

export default {
  /**
   * Where electron-builder takes Electron from: COUNTER_ELECTRON_DIST names a pre-fetched
   * electron-v<version>-<platform>-<arch>.zip, a folder holding such zips, or an unpacked
   * Electron, for builds without internet. Unset, electron-builder uses its usual cache and
   * download (docs/packaging.md).
   */
  electronDist() {
    const dist = process.env.COUNTER_ELECTRON_DIST?.trim();
    return dist === undefined || dist === '' ? null : dist;
  },
};
