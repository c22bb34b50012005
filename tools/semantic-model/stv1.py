"""The STV1 format of the site's static embedding models (models/minilm-static-v*/README.md), read and written by
distill.py and adapt.py: "STV1", rows and dims (uint32 LE), one float32 scale per row, then rows x dims int8; row i =
scale[i] x int8 row i. Quantising per row: the scale is the row's largest magnitude over 127.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np


def load_model(folder: Path) -> tuple[np.ndarray, dict]:
    """The float vectors (scale x int8) and the tokenizer's JSON of a model folder."""
    raw = (folder / "model.bin").read_bytes()
    assert raw[:4] == b"STV1", "not an STV1 model"
    rows, dims = struct.unpack("<II", raw[4:12])
    scales = np.frombuffer(raw, dtype="<f4", count=rows, offset=12)
    q = np.frombuffer(raw, dtype=np.int8, count=rows * dims, offset=12 + 4 * rows).reshape(rows, dims)
    return q.astype(np.float32) * scales[:, None], json.loads((folder / "tokenizer.json").read_text())


def write_model(folder: Path, vectors: np.ndarray, tok_json: dict) -> None:
    """Quantises each row to int8 with its own scale and writes model.bin and tokenizer.json."""
    scales = np.max(np.abs(vectors), axis=1) / 127.0
    scales[scales == 0] = 1.0
    q = np.clip(np.rint(vectors / scales[:, None]), -127, 127).astype(np.int8)
    folder.mkdir(parents=True, exist_ok=True)
    rows, dims = q.shape
    with open(folder / "model.bin", "wb") as f:
        f.write(b"STV1")
        f.write(struct.pack("<II", rows, dims))
        f.write(scales.astype("<f4").tobytes())
        f.write(q.tobytes())
    (folder / "tokenizer.json").write_text(json.dumps(tok_json, ensure_ascii=False, separators=(",", ":")) + "\n")
