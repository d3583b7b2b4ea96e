import { MedusaService } from "@medusajs/framework/utils"
import { SellerStore } from "./models/seller-store"

export default class SellerModuleService extends MedusaService({ SellerStore }) {}
