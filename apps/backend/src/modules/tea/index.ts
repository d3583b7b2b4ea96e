import { Module } from "@medusajs/framework/utils"
import TeaModuleService from "./service"

export const TEA_MODULE = "tea"

export default Module(TEA_MODULE, { service: TeaModuleService })
