//! Localization with Project Fluent: embedded bundles for en, zh-CN and zh-TW with fallback.
