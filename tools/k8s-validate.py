#!/usr/bin/env python3
"""Validates deploy/kubernetes/ offline, as `kubectl apply -k deploy/kubernetes/` would see it.

Renders the kustomization without kubectl (the few Kustomize fields it uses: resources,
configMapGenerator, images, namespace, labels; any other field is refused, so nothing escapes
validation), then validates every resource: the core kinds against Kubernetes' own schemas
(kubernetes-validate, strict: unknown fields are errors) for each version in KUBERNETES_VERSIONS,
CloudNativePG's kinds against the CRD schemas in deploy/kubernetes/schemas/ (check-jsonschema).
Every YAML file under deploy/kubernetes/ must be the kustomization, one of its resources, a
generator's file, or under restore/ (applied on its own, validated all the same). Also checks that envoy-config.yaml is envoy/envoy.yaml with the Kubernetes
Service names (--write makes it).

Run with the project's venv (tools/venv.sh):
  .venv/bin/python tools/k8s-validate.py             validate (CI)
  .venv/bin/python tools/k8s-validate.py --write     make envoy-config.yaml from envoy/envoy.yaml
  .venv/bin/python tools/k8s-validate.py --schemas-from DIR
      make schemas/*.json from CloudNativePG's CRDs in DIR (config/crd/bases/ of its release)
"""

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import kubernetes_validate
import yaml

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy" / "kubernetes"
SCHEMAS = DEPLOY / "schemas"
# Resources applied on their own when needed (a restore), validated as the kustomization's are.
ON_THEIR_OWN = DEPLOY / "restore"
# The oldest Kubernetes CloudNativePG 1.30 supports, and the newest kubernetes-validate knows.
KUBERNETES_VERSIONS = ["1.30.0", kubernetes_validate.latest_version()]
# CloudNativePG's kinds, by the schema file made from its CRD.
CRD_KINDS = {
    ("postgresql.cnpg.io/v1", "Cluster"): "cluster.json",
    ("postgresql.cnpg.io/v1", "Pooler"): "pooler.json",
    ("postgresql.cnpg.io/v1", "ScheduledBackup"): "scheduledbackup.json",
}
CRD_FILES = {
    "Cluster": "postgresql.cnpg.io_clusters.yaml",
    "Pooler": "postgresql.cnpg.io_poolers.yaml",
    "ScheduledBackup": "postgresql.cnpg.io_scheduledbackups.yaml",
}
CLUSTER_SCOPED = {"Namespace", "ClusterRole", "ClusterRoleBinding", "CustomResourceDefinition"}
KUSTOMIZATION_FIELDS = {"apiVersion", "kind", "namespace", "labels", "resources", "configMapGenerator", "images"}

# envoy/envoy.yaml's lines that differ on Kubernetes: the two compose replicas become the
# headless Service (Envoy resolves every ready replica from it), and the redirect to HTTPS names
# the LoadBalancer's port 443 instead of compose's 8443.
ENVOY_REPLACEMENTS = [
    (
        "        - endpoint: { address: { socket_address: { address: server-1, port_value: 8080 } } }\n"
        "        - endpoint: { address: { socket_address: { address: server-2, port_value: 8080 } } }\n",
        "        - endpoint: { address: { socket_address: { address: ndoto-server-headless, port_value: 8080 } } }\n",
    ),
    ("redirect: { https_redirect: true, port_redirect: 8443,", "redirect: { https_redirect: true, port_redirect: 443,"),
]
ENVOY_HEADER = (
    "# Made by tools/k8s-validate.py --write from envoy/envoy.yaml: edit that file, then run it.\n"
    "# Kubernetes differs only in the upstream (the Service ndoto-server-headless, every ready replica)\n"
    "# and in the HTTPS port of the redirect (443, the LoadBalancer's).\n"
)


def fail(message):
    print(f"k8s-validate: {message}", file=sys.stderr)
    sys.exit(1)


def envoy_config():
    text = (ROOT / "envoy" / "envoy.yaml").read_text()
    for old, new in ENVOY_REPLACEMENTS:
        if text.count(old) != 1:
            fail(f"envoy/envoy.yaml no longer has this once; update ENVOY_REPLACEMENTS in {__file__}:\n{old}")
        text = text.replace(old, new)
    return ENVOY_HEADER + text


def strict(schema):
    """Unknown fields are errors, as kubectl's strict field validation makes them, wherever the
    CRD lists an object's fields and does not keep unknown ones."""
    if isinstance(schema, dict):
        for value in schema.values():
            strict(value)
        if (
            "properties" in schema
            and "additionalProperties" not in schema
            and not schema.get("x-kubernetes-preserve-unknown-fields")
        ):
            schema["additionalProperties"] = False
    elif isinstance(schema, list):
        for value in schema:
            strict(value)
    return schema


def make_schemas(crd_dir):
    SCHEMAS.mkdir(exist_ok=True)
    for kind, file in CRD_FILES.items():
        crd = yaml.safe_load((Path(crd_dir) / file).read_text())
        group = crd["spec"]["group"]
        (version,) = [v for v in crd["spec"]["versions"] if v["name"] == "v1"]
        schema = strict(version["schema"]["openAPIV3Schema"])
        schema["properties"]["apiVersion"] = {"const": f"{group}/v1"}
        schema["properties"]["kind"] = {"const": kind}
        schema["required"] = sorted(set(schema.get("required", [])) | {"apiVersion", "kind", "metadata", "spec"})
        schema = {"$schema": "http://json-schema.org/draft-07/schema#", "title": f"{group}/v1 {kind}", **schema}
        out = SCHEMAS / CRD_KINDS[(f"{group}/v1", kind)]
        out.write_text(json.dumps(schema, separators=(",", ":"), sort_keys=True) + "\n")
        print(f"{out.relative_to(ROOT)}: {kind} from {file}")


def load_documents(path):
    return [doc for doc in yaml.safe_load_all(path.read_text()) if doc is not None]


def render():
    """The resources `kubectl kustomize deploy/kubernetes/` makes, and the files it read."""
    kustomization = yaml.safe_load((DEPLOY / "kustomization.yaml").read_text())
    unknown = set(kustomization) - KUSTOMIZATION_FIELDS
    if unknown:
        fail(f"kustomization.yaml uses {sorted(unknown)}, which this renderer does not know: teach it, or use another field")
    read = {DEPLOY / "kustomization.yaml"}
    resources = []
    for name in kustomization.get("resources", []):
        path = DEPLOY / name
        read.add(path)
        resources += load_documents(path)
    for generator in kustomization.get("configMapGenerator", []):
        data = {}
        for entry in generator["files"]:
            key, _, file = entry.partition("=") if "=" in entry else (Path(entry).name, "", entry)
            read.add(DEPLOY / file)
            data[key] = (DEPLOY / file).read_text()
        # Kustomize adds a hash of the data to the name, and to every reference to it.
        resources.append({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": generator["name"]}, "data": data})
    images = {image["name"]: image for image in kustomization.get("images", [])}
    for resource in resources:
        if kustomization.get("namespace") and resource["kind"] not in CLUSTER_SCOPED:
            resource["metadata"]["namespace"] = kustomization["namespace"]
        for labels in kustomization.get("labels", []):
            resource["metadata"].setdefault("labels", {}).update(labels["pairs"])
        pod = resource.get("spec", {}).get("template", {}).get("spec", {})
        for container in pod.get("containers", []) + pod.get("initContainers", []):
            image = images.get(container["image"])
            if image:
                container["image"] = f"{image.get('newName', image['name'])}:{image['newTag']}"
    return resources, read


def check_every_file_is_read(read):
    generated = DEPLOY / "envoy-config.yaml"
    for path in sorted(DEPLOY.rglob("*.y*ml")):
        if path not in read:
            fail(f"{path.relative_to(ROOT)} is not in kustomization.yaml: list it (resources) or remove it")
    if generated not in read:
        fail("kustomization.yaml no longer reads envoy-config.yaml")


def validate(resources, check_jsonschema):
    figures = {}
    with tempfile.TemporaryDirectory() as scratch:
        for n, resource in enumerate(resources):
            kind, api = resource.get("kind"), resource.get("apiVersion")
            name = f"{kind} {resource.get('metadata', {}).get('name')}"
            schema = CRD_KINDS.get((api, kind))
            if schema:
                document = Path(scratch) / f"{n}.json"
                document.write_text(json.dumps(resource))
                result = subprocess.run(
                    [check_jsonschema, "--schemafile", str(SCHEMAS / schema), str(document)],
                    capture_output=True,
                    text=True,
                )
                if result.returncode != 0:
                    fail(f"{name} ({api}) does not match CloudNativePG's schema:\n{result.stdout}{result.stderr}")
                against = "CloudNativePG CRD"
            else:
                for version in KUBERNETES_VERSIONS:
                    try:
                        kubernetes_validate.validate(resource, version, strict=True)
                    except kubernetes_validate.ValidationError as error:
                        fail(f"{name} ({api}) is not valid for Kubernetes {version}: {error.message} at {list(error.path)}")
                    except kubernetes_validate.SchemaNotFoundError:
                        fail(f"{name}: Kubernetes {version} has no {api} {kind}, and no CRD schema here names it")
                against = "Kubernetes " + " and ".join(KUBERNETES_VERSIONS)
            figures.setdefault(against, []).append(name)
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="make envoy-config.yaml from envoy/envoy.yaml")
    parser.add_argument("--schemas-from", metavar="DIR", help="make schemas/*.json from CloudNativePG's CRDs")
    args = parser.parse_args()
    if args.schemas_from:
        make_schemas(args.schemas_from)
        return
    generated = DEPLOY / "envoy-config.yaml"
    if args.write:
        generated.write_text(envoy_config())
        print(f"wrote {generated.relative_to(ROOT)}")
        return
    started = time.monotonic()
    if generated.read_text() != envoy_config():
        fail("deploy/kubernetes/envoy-config.yaml is not envoy/envoy.yaml adapted: run tools/k8s-validate.py --write")
    resources, read = render()
    for path in sorted(ON_THEIR_OWN.glob("*.yaml")):
        read.add(path)
        resources += load_documents(path)
    check_every_file_is_read(read)
    check_jsonschema = Path(sys.executable).parent / "check-jsonschema"
    figures = validate(resources, check_jsonschema)
    for against, names in figures.items():
        print(f"{len(names)} valid against {against}: {', '.join(names)}")
    print(f"k8s-validate: {len(resources)} resources from {len(read)} files valid in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
