"""Where the narrator's clips and the room's sounds are, and how long each lasts.

``tools/make_voice.py`` writes them under the resources folder (shipped in the wheel):
``voice/<language>/<key>.<variant>.opus``, ``sounds/<name>.opus`` and
``voice/manifest.json``, which records each clip's length and the hash of the text it
says. Pure: reads files, no Qt.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from ..texts import voice
from .script import estimated_length


def manifest_path(resources: Path) -> Path:
    return resources / "voice" / "manifest.json"


def clip_path(resources: Path, language: str, key: str, variant: int) -> Path:
    """The file of formulation ``variant`` of line ``key`` in ``language``."""
    return resources / "voice" / language / f"{key}.{variant}.opus"


def sound_path(resources: Path, name: str) -> Path:
    """The file of room sound ``name``."""
    return resources / "sounds" / f"{name}.opus"


def text_hash(text: str) -> str:
    """What the manifest keeps of a line's text: enough to see it changed."""
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def load_manifest(resources: Path) -> dict:
    """The clips' manifest (an empty one where there is none; ValueError if unreadable)."""
    path = manifest_path(resources)
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"the clips' manifest {path} cannot be read: {error}") from error


def clip_lengths(manifest: dict, language: str) -> Callable[[str, int], float]:
    """The length of each clip of ``language`` as the manifest records it; a line whose
    clip is missing or says an older text gets its estimated length."""
    clips = manifest.get("clips", {}).get(language, {})
    estimate = estimated_length(language)

    def length(key: str, variant: int) -> float:
        entry = clips.get(f"{key}#{variant}")
        if entry is None or entry.get("text") != text_hash(voice.line(key, language, variant)):
            return estimate(key, variant)
        return float(entry["seconds"])

    return length


def missing_clips(resources: Path, manifest: dict) -> list[str]:
    """Every line (``language key#variant``) without a clip saying its current text."""
    missing = []
    for language in voice.VOICE_LANGUAGES:
        clips = manifest.get("clips", {}).get(language, {})
        for key in sorted(voice.VOICE_LINES):
            for variant in range(voice.variants(key)):
                entry = clips.get(f"{key}#{variant}")
                current = text_hash(voice.line(key, language, variant))
                if (
                    entry is None
                    or entry.get("text") != current
                    or not clip_path(resources, language, key, variant).is_file()
                ):
                    missing.append(f"{language} {key}#{variant}")
    return missing
